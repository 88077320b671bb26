import { Link } from 'react-router-dom';

/** Product logo, a link to the home page of its area. */
export function AppLogo({ to = '/' }: { to?: string }): React.JSX.Element {
  return (
    <Link to={to} className="rh-logo" aria-label="RH - página inicial">
      <span className="rh-logo-mark">RH</span>
    </Link>
  );
}
