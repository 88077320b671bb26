/**
 * A file kept in the record as a data URL (`data:<type>;name=<name>;base64,…`). The size
 * limit comes from `ui:options.maxSize` (bytes), the allowed types from the schema's
 * `contentMediaType`; a refused file leaves the value as it was.
 */
import { Colors, FileInput, Intent } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { DEFAULT_MAX_FILE_SIZE, checkFile, extensionsOf, fileNameOf, loadedMessage, maxBytesOfDataUrl, readAsDataUrl, withFileName } from '../../../engine/format/files';

interface Notice {
  intent: Intent;
  text: string;
}

export function FileWidget({ id, value, schema, options, disabled, readonly, onChange, onBlur }: WidgetProps): React.JSX.Element {
  const [notice, setNotice] = useState<Notice>();
  const rules = {
    maxSize:
      typeof options.maxSize === 'number'
        ? options.maxSize
        : typeof schema.maxLength === 'number'
          ? maxBytesOfDataUrl(schema.maxLength)
          : DEFAULT_MAX_FILE_SIZE,
    extensions: extensionsOf(schema.contentMediaType),
  };
  const load = async (file: File | undefined) => {
    if (!file) return;
    const refusal = checkFile(file, rules);
    if (refusal) {
      setNotice({ intent: Intent.DANGER, text: refusal });
      return;
    }
    onChange(withFileName(await readAsDataUrl(file), file.name));
    setNotice({ intent: Intent.SUCCESS, text: loadedMessage(file.name) });
    onBlur(id, value);
  };
  return (
    <>
      <FileInput
        fill
        disabled={disabled || readonly}
        text={fileNameOf(value) ?? 'Selecione um arquivo...'}
        buttonText="Procurar"
        hasSelection={typeof value === 'string'}
        inputProps={{ id, accept: rules.extensions?.map((e) => `.${e}`).join(',') }}
        onInputChange={(event) => void load(event.currentTarget.files?.[0])}
      />
      {notice && (
        <div
          className="rh-upload-notice"
          role={notice.intent === Intent.DANGER ? 'alert' : 'status'}
          style={{ color: notice.intent === Intent.DANGER ? Colors.RED3 : Colors.GREEN3 }}
        >
          {notice.text}
        </div>
      )}
    </>
  );
}
