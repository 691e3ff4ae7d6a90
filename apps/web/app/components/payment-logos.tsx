import classes from './payment-logos.module.css';

function VisaLogo() {
  return (
    <svg viewBox="0 0 60 38" width="60" height="38" role="img" aria-label="Visa">
      <rect width="60" height="38" rx="6" fill="#fff" />
      <text
        x="30"
        y="25"
        textAnchor="middle"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="16"
        fontStyle="italic"
        fontWeight="900"
        fill="#1a1f71"
      >
        VISA
      </text>
    </svg>
  );
}

function MastercardLogo() {
  return (
    <svg viewBox="0 0 60 38" width="60" height="38" role="img" aria-label="Mastercard">
      <rect width="60" height="38" rx="6" fill="#fff" />
      <circle cx="24" cy="19" r="11" fill="#eb001b" />
      <circle cx="36" cy="19" r="11" fill="#f79e1b" />
      <path d="M30 9.8a11 11 0 0 1 0 18.4a11 11 0 0 1 0-18.4z" fill="#ff5f00" />
    </svg>
  );
}

/** The card brands accepted in the stores (spec 000 §1). */
export function PaymentLogos() {
  return (
    <div className={classes.logos}>
      <VisaLogo />
      <MastercardLogo />
    </div>
  );
}
