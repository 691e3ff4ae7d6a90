import { useNavigation } from 'react-router';
import classes from './navigation-progress.module.css';

/** Spec 000 §2: shown while a navigation is under way, gone at its end, cancellation or error. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div className={classes.track} role="progressbar" aria-label="Cargando página">
      <div className={classes.bar} />
    </div>
  );
}
