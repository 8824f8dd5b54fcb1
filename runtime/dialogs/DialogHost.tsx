/**
 * Renders the one open dialog by name; each kind's code loads when first opened or ahead of it (dialogKinds.ts).
 * The dialog the page's call to action opens is rendered ahead, hidden, once its code is here and the page
 * is idle (`renderAhead`, app/prefetchDialogs.ts): React renders a hidden `<Activity>` at the lowest priority,
 * in slices, and a tap on the call to action then only shows it (its effects run then: focus, scroll lock,
 * what the form reports on opening), rather than rendering the whole form in the tap's task.
 */
import { Activity, memo, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useSnapshot } from 'valtio';
import { dialog, isAhead } from './dialog.ts';
import type { DialogDataMap, DialogName, OpenDialog } from './dialogData.ts';
import { isDialogLoaded, KINDS } from './dialogKinds.ts';
import { useDialogCode } from './useDialogCode.ts';
import { isStaticDialogShown } from './staticDialogIds.ts';

// Memo: the dialog rendered ahead keeps its data object when shown, so React reuses what it rendered.
const Kind = memo(function Kind<K extends DialogName>({ name, data }: { name: K; data: DialogDataMap[K] }) {
  const Component: LazyExoticComponent<ComponentType<{ data: DialogDataMap[K] }>> = KINDS[name];
  return <Component data={data} />;
});

/** The dialog's loader while its code is on the way. */
function Loading() {
  return (
    <div className="dlg-backdrop dlg-loading" role="status" aria-live="polite">
      <span className="promo-spinner-ring" aria-hidden="true" />
    </div>
  );
}

const keyOf = (d: OpenDialog, round: number) =>
  `${d.name}${'variant' in d.data ? (d.data.variant ?? '') : ''}#${round}`;

function Shown({ shown, visible }: { shown: OpenDialog; visible: boolean }) {
  return (
    <Activity mode={visible ? 'visible' : 'hidden'}>
      {/* Over the pre-rendered copy (boot/staticDialog.ts) no loader: the visitor types on in it meanwhile. */}
      <Suspense fallback={visible && !isStaticDialogShown() ? <Loading /> : null}>
        <Kind name={shown.name} data={shown.data} />
      </Suspense>
    </Activity>
  );
}

export function DialogHost() {
  const { openDialog, ahead, aheadRound } = useSnapshot(dialog);
  const ready = useDialogCode(openDialog?.name);
  if (!openDialog)
    return ahead && isDialogLoaded(ahead.name) ? (
      <Shown key={keyOf(ahead, aheadRound)} shown={ahead} visible={false} />
    ) : null;
  if (!ready) return <Loading />;
  // The dialog rendered ahead is shown with its own data object (equal to the opened one's).
  const shown = isAhead(openDialog, ahead) ? ahead! : openDialog;
  return <Shown key={keyOf(shown, aheadRound)} shown={shown} visible />;
}
