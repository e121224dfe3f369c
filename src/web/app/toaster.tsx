import { useEffect } from 'react';
import { Toaster as SonnerToaster } from 'sonner';
import { toasterMounted } from '../lib/notify.ts';

/** Loaded on the first notice (lib/notify.ts). */
export function Toaster() {
  useEffect(() => toasterMounted(), []);
  return <SonnerToaster position="bottom-right" richColors closeButton />;
}
