/** Renders one widget alone, holding its value like a form would, for the widget tests. */
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import type { RJSFSchema, Widget, WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { SWRConfig } from 'swr';
import type { JsonSchema } from '../../../engine/declaration';
import { DataProviderContext, failingDataProvider } from '../../../engine/react/data-provider';
import type { DataProvider } from '../../../engine/react/data-provider';

export interface WidgetHarness extends RenderResult {
  /** Every value the widget reported, in order. */
  changes: unknown[];
  blurs: unknown[];
}

export interface WidgetOptions {
  schema: JsonSchema;
  value?: unknown;
  options?: WidgetProps['options'];
  provider?: DataProvider;
  required?: boolean;
  label?: string;
}

export function renderWidget(Component: Widget, { schema, value, options = {}, provider = failingDataProvider(), required, label = 'Campo' }: WidgetOptions): WidgetHarness {
  const changes: unknown[] = [];
  const blurs: unknown[] = [];
  function Holder() {
    const [current, setCurrent] = useState<unknown>(value);
    return (
      <Component
        id="root_campo"
        name="campo"
        label={label}
        schema={schema as RJSFSchema}
        value={current}
        options={options}
        required={required}
        registry={{} as WidgetProps['registry']}
        onChange={(next: unknown) => {
          changes.push(next);
          setCurrent(next);
        }}
        onBlur={(_id: string, next: unknown) => blurs.push(next)}
        onFocus={() => undefined}
      />
    );
  }
  const result = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <DataProviderContext.Provider value={provider}>
        <Holder />
      </DataProviderContext.Provider>
    </SWRConfig>,
  );
  return Object.assign(result, { changes, blurs });
}
