import { Link } from 'react-router';
import classes from './logo.module.css';

interface LogoProps {
  /** 'dark' for navy backgrounds (footer). */
  readonly tone?: 'light' | 'dark';
}

/** The MotorPlaza mark and wordmark, linking to the home page. */
export function Logo({ tone = 'light' }: LogoProps) {
  return (
    <Link to="/inicio" className={classes.logo} data-tone={tone} aria-label="MotorPlaza, ir al inicio">
      <svg viewBox="0 0 36 36" width="36" height="36" aria-hidden="true" focusable="false">
        <rect width="36" height="36" rx="9" fill="#b71f24" />
        <path
          d="M9 26V11l9 9.5 9-9.5v15"
          fill="none"
          stroke="#fff"
          strokeWidth="3.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={classes.wordmark}>
        Motor<span className={classes.accent}>Plaza</span>
      </span>
    </Link>
  );
}
