import { loadConfig } from './config/env';
import { reportEventLoopDelay } from './lib/event-loop-delay';
import { keepTickObjectShape } from './lib/tick-object-shape';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/seed-demo';
import { startServer } from './server';

/** `npm start`: one process serving the API, the media and the web app. */
async function main(): Promise<void> {
  keepTickObjectShape();
  const config = loadConfig();
  if (config.eventLoopReportMs > 0) reportEventLoopDelay(config.eventLoopReportMs);
  const running = await startServer(config, { web: 'build' });
  const lines = [
    ``,
    `  MotorPlaza está listo en ${running.url}`,
    `  Documentación de la API: ${running.url}/api/docs`,
  ];
  if (running.bootstrap.kind === 'demo') {
    lines.push(
      `  Datos de demostración: ${running.bootstrap.vehicles} vehículos, ${running.bootstrap.users} usuarios.`,
    );
  }
  if (running.bootstrap.kind === 'first-admin')
    lines.push(`  Administrador inicial: ${running.bootstrap.correo}`);
  if (config.seed === 'demo') {
    lines.push(`  Accesos de demostración (contraseña ${DEMO_PASSWORD}):`);
    for (const user of DEMO_USERS) {
      lines.push(
        `    ${user.rol.padEnd(10)} ${user.correo}${user.estado ? '' : '  (inactivo: no puede ingresar)'}`,
      );
    }
  }
  console.info(`${lines.join('\n')}\n`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.info(`  ${signal}: cerrando (las solicitudes en curso terminan primero)…`);
    await running.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
