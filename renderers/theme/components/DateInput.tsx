/**
 * A date typed dd/mm/aaaa or picked on a calendar, handed back as YYYY-MM-DD (undefined while
 * incomplete): forms' DateWidget, hand-written screens and the portal alike.
 */
import { Button, PopoverNext } from '@blueprintjs/core';
import { DatePicker } from '@blueprintjs/datetime';
import ptBR from 'date-fns/locale/pt-BR';
import { useState } from 'react';
// The calendar's stylesheet loads with the first screen that has a date.
// oxlint-disable-next-line import/no-unassigned-import
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import type { FormattedInputProps } from './FormattedInput';
import { FormattedInput } from './FormattedInput';
import { formatDate, maskDateText, parseDate } from '../../../engine/format/dates';
import { fromCalendarDay, toCalendarDay, CALENDAR_RANGE } from './calendar-days';

const showDate = (value: unknown) => (typeof value === 'string' ? formatDate(value) : '');

export function DateInput(props: Omit<FormattedInputProps, 'format' | 'parse' | 'mask'>): React.JSX.Element {
  const [open, setOpen] = useState(false);
  const { value, onChange, onBlur, disabled, readOnly } = props;
  const calendar = (
    <PopoverNext
      isOpen={open}
      onInteraction={setOpen}
      placement="bottom-end"
      content={
        <DatePicker
          locale={ptBR}
          value={toCalendarDay(value)}
          {...CALENDAR_RANGE}
          highlightCurrentDay
          showActionsBar
          todayButtonText="Hoje"
          clearButtonText="Limpar"
          onChange={(day, isUserChange) => {
            if (!isUserChange) return;
            const picked = fromCalendarDay(day);
            onChange(picked);
            onBlur?.(picked);
            setOpen(false);
          }}
        />
      }
    >
      <Button variant="minimal" icon="calendar" aria-label="Abrir calendário" title="Abrir calendário" />
    </PopoverNext>
  );
  return (
    <FormattedInput
      inputMode="numeric"
      {...props}
      placeholder={props.placeholder || 'dd/mm/aaaa'}
      format={showDate}
      mask={maskDateText}
      parse={parseDate}
      rightElement={disabled || readOnly ? undefined : calendar}
    />
  );
}
