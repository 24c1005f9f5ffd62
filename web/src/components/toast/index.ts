export { toast } from './toastStore';
export { Toaster } from './Toaster';
