import container from '../../../components/container.module.css';
import classes from '../catalog.module.css';

/** Spec 000 §2: the screen while the list loads and nothing is loaded yet. */
export function CatalogLoading() {
  return (
    <div className={`${container.container} ${classes.page}`}>
      <div className={classes.intro}>
        <h1 className={classes.heading}>Compra tu auto</h1>
      </div>
      <div className={classes.state} role="status">
        <span className={classes.spinner} aria-hidden="true" />
        <p>Cargando automóviles...</p>
      </div>
    </div>
  );
}
