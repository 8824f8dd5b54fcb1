import { Notifications } from './Notifications.tsx';
import { ProgressBar } from './ProgressBar.tsx';
import { Spinner } from './Spinner.tsx';
import { DialogHost } from '../dialogs/DialogHost.tsx';

/** Everything the runtime draws over the pre-rendered page. */
export function Overlay() {
  return (
    <>
      <ProgressBar />
      <DialogHost />
      <Spinner />
      <Notifications />
    </>
  );
}
