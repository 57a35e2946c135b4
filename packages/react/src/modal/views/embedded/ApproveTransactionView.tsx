import { usePorticoContext } from '../../../context'
import { FrameSlot } from './FrameSlot'

/**
 * A signing or sending request of the embedded wallet waits for the visitor: the wallet frame (on
 * its own origin, where the approve and reject controls are) is shown over this view's box. The
 * host page only places it: it cannot reach into it, so it cannot approve anything itself. Focus
 * goes into the frame (on Reject; its approval keeps Tab on its own buttons; Escape there rejects;
 * Approve acts after the frame has been visible for a second).
 */
export function ApproveTransactionView() {
  const { t } = usePorticoContext()
  return (
    <div className="portico-approve">
      <p className="portico-muted portico-center portico-approve__hint">{t('view.approveTransaction.hint')}</p>
      <FrameSlot />
    </div>
  )
}
