/**
 * The generic screen of a declared report: its filter form (the entity forms' theme,
 * validator and messages, with today's default periods; a field a module draws itself with its
 * widget from the module's manifest), and three ways out — PDF, Excel or
 * an on-screen preview — with a progress bar while the server generates it.
 */
import { Button, ButtonGroup, H3, Intent, ProgressBar } from '@blueprintjs/core';
import { SchemaForm } from './SchemaForm';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { useMemo, useRef, useState } from 'react';
import { useDataProvider } from './data-provider';
import { EMPTY_REPORT_MESSAGE, REPORT_FAILED_MESSAGE, type ReportFormat, type ReportMeta } from '../report/api';
import { useResolveReference } from './entities-context';
import { firstOnScreen, focusField } from './field-focus';
import { deriveUiSchema, fieldOrder, propertiesOf } from './form-schema';
import { reportFilePath, runReportJob, saveDownload } from './report-job';
import { ReportPreview } from './ReportPreview';
import { useShellKit } from './shell-kit';
import { useServerFieldErrors } from './server-field-errors';
import { useLocation } from 'react-router-dom';
import { presetValues } from './new-record-presets';

type Data = Record<string, unknown>;
const NO_FORM_HINTS = {};

const actions: { format: ReportFormat; text: string; icon: 'document' | 'th' | 'eye-open' }[] = [
  { format: 'pdf', text: 'Gerar PDF', icon: 'document' },
  { format: 'xlsx', text: 'Gerar Excel', icon: 'th' },
  { format: 'visualizar', text: 'Visualizar', icon: 'eye-open' },
];

export function ReportScreen({ report }: { report: ReportMeta }): React.JSX.Element {
  const provider = useDataProvider();
  const { toast, reportWidgets } = useShellKit();
  const resolve = useResolveReference();
  const schema = report.filter;
  const form = report.form ?? NO_FORM_HINTS;
  // The values so far: fields shown only for some choice (`visibleWhen`) follow them.
  const [values, setValues] = useState<Data>();
  // Opened from a record ("Imprimir" on a PGR: `?pgr=5`), the report starts with that record chosen.
  const { search } = useLocation();
  // Only a preset is handed to the form: an empty one would replace the filter's own defaults.
  const initial = useMemo(() => {
    const preset = presetValues(schema, search);
    return Object.keys(preset).length ? preset : undefined;
  }, [schema, search]);
  // A field a module draws itself (the dynamic report's columns) keeps the rest of its uiSchema.
  const ownWidgets = reportWidgets[report.name];
  const uiSchema = useMemo(() => {
    const derived = deriveUiSchema(schema, form, resolve, { data: values });
    for (const [field, widget] of Object.entries(ownWidgets ?? {})) derived[field] = { ...(derived[field] as object), 'ui:widget': widget };
    return derived;
  }, [schema, form, resolve, values, ownWidgets]);
  const order = useMemo(() => fieldOrder(form, Object.keys(propertiesOf(schema))), [form, schema]);
  const container = useRef<HTMLDivElement>(null);
  // Which button submitted the form.
  const chosen = useRef<ReportFormat>('pdf');
  const [running, setRunning] = useState<{ format: ReportFormat; percent: number }>();
  const [previewJob, setPreviewJob] = useState<string>();
  const server = useServerFieldErrors();

  const showFirst = (fields: string[]) => {
    const first = firstOnScreen(fields, order);
    if (first !== undefined) focusField(container.current, first);
  };

  const onSubmit = async ({ formData }: IChangeEvent<Data>) => {
    const format = chosen.current;
    server.clear();
    setRunning({ format, percent: 0 });
    try {
      const status = await runReportJob(provider, report.name, format, formData ?? {}, (percent) => setRunning({ format, percent }));
      if (status.status === 'VAZIO') toast.info(status.mensagem ?? EMPTY_REPORT_MESSAGE);
      else if (status.status === 'ERRO') toast.error(status.mensagem ?? REPORT_FAILED_MESSAGE);
      else if (format === 'visualizar') setPreviewJob(status.id);
      else saveDownload(await provider.download(reportFilePath(status.id)));
    } catch (error) {
      // The provider has shown the server's message; field errors also go on their fields.
      const fields = server.take(error);
      if (fields.length) showFirst(fields.map((f) => f.field));
    } finally {
      setRunning(undefined);
    }
  };

  return (
    <section className="rh-report" ref={container}>
      <H3>{report.title}</H3>
      <SchemaForm
        schema={schema as RJSFSchema}
        uiSchema={uiSchema}
        formData={initial}
        extraErrors={server.extraErrors}
        disabled={running !== undefined}
        onChange={(event) => setValues(event.formData)}
        onInvalid={showFirst}
        onSubmit={(event) => void onSubmit(event)}
      >
        <ButtonGroup style={{ gap: 8, marginTop: 16 }}>
          {actions.map(({ format, text, icon }) => (
            <Button
              key={format}
              type="submit"
              icon={icon}
              text={text}
              intent={format === 'pdf' ? Intent.PRIMARY : Intent.NONE}
              loading={running?.format === format}
              disabled={running !== undefined}
              onClick={() => (chosen.current = format)}
            />
          ))}
        </ButtonGroup>
      </SchemaForm>
      {running && (
        <div className="rh-report-progress" role="status" style={{ marginTop: 16, maxWidth: 480 }}>
          <div style={{ marginBottom: 4 }}>Gerando relatório… {running.percent}%</div>
          <ProgressBar intent={Intent.PRIMARY} value={running.percent / 100} />
        </div>
      )}
      {previewJob && (
        <div style={{ marginTop: 24 }}>
          <ReportPreview key={previewJob} jobId={previewJob} />
        </div>
      )}
    </section>
  );
}
