import { stackLines } from './error-report';

/** The error's stack, one numbered line each. */
export function ErrorDetails({ text }: { text: string }): React.JSX.Element {
  return (
    <ol className="rh-error-details" aria-label="Detalhes do erro">
      {stackLines(text).map((line, index) => (
        // Stack lines repeat (recursion): the position is the identity.
        // oxlint-disable-next-line react/no-array-index-key
        <li key={index}>{line}</li>
      ))}
    </ol>
  );
}
