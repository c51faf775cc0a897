import NProgress from 'nprogress';
import { PROGRESS_BAR } from '../../shared/spec';

let configured = false;

/** The loading bar shown while a navigation loads its data and code. */
export function startProgress(): void {
  if (!configured) {
    NProgress.configure({ ...PROGRESS_BAR, showSpinner: false });
    configured = true;
  }
  NProgress.start();
}

export function doneProgress(): void {
  if (configured) NProgress.done();
}
