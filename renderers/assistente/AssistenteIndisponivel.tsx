/**
 * The assistant's button where this installation has no model (no ASSISTENTE_URL): a popup says
 * so and whom to ask, instead of a panel that could only guess; the offline suggestions (the
 * company's own records and the CBO) stay one click away.
 */
import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';

export function AssistenteIndisponivel({ onOffline, onClose }: { onOffline: () => void; onClose: () => void }): React.JSX.Element {
  return (
    <Dialog isOpen title="Assistente RH indisponível" icon="predictive-analysis" onClose={onClose} style={{ width: 460 }}>
      <DialogBody>
        <p>O Assistente RH não está disponível nesta instalação: nenhum modelo de IA foi configurado.</p>
        <p>
          Peça a um administrador que o configure em <strong>Utilitários › Integrações</strong>.
        </p>
        <p className="bp6-text-muted">Enquanto isso, ele pode sugerir em modo offline, a partir dos cadastros da empresa e da CBO.</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Usar o modo offline" onClick={onOffline} />
            <Button intent={Intent.PRIMARY} text="Fechar" onClick={onClose} />
          </>
        }
      />
    </Dialog>
  );
}
