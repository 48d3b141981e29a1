import { Dialog } from '../../components/ui/dialog';
import { ApiKeysPanel } from './api-keys-panel';
import { API_KEYS_STRINGS as S } from './strings';

/** Opened from the account menu; its code loads only then. */
export function ApiKeysDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={S.title} description={S.description} className="max-w-lg">
      <div className="max-h-[70vh] overflow-y-auto pr-1">
        <ApiKeysPanel />
      </div>
    </Dialog>
  );
}
