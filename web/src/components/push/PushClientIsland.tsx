'use client';

import { lazyIsland } from '@/lib/lazyIsland';

/** The firebase SDK and everything else of push (`PushClient`): fetched after the page, only when configured. */
export const PushClientIsland = lazyIsland(() => import('./PushClient').then((module) => module.PushClient));
