export { RelayLayout as default } from '@/relay/RelayLayout';
