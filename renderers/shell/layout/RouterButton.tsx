import { AnchorButton } from '@blueprintjs/core';
import type { AnchorButtonProps } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';

/** A Blueprint button that is a real link (middle-click works) but navigates in the app. */
export function RouterButton({ to, ...props }: Omit<AnchorButtonProps, 'href' | 'onClick'> & { to: string }): React.JSX.Element {
  const navigate = useNavigate();
  return (
    <AnchorButton
      {...props}
      href={to}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}
