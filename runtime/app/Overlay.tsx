import { Notifications } from '../ui/Notifications.tsx';
import { ProgressBar } from '../ui/ProgressBar.tsx';
import { Spinner } from '../ui/Spinner.tsx';
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
