import { Anchor, Container, Text, Title } from '@mantine/core';
import { formatIsoDay } from '@motorplaza/domain/complaints/complaint-texts';
import { todayInLima } from '@motorplaza/domain/shared/dates';
import { IconBook } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ComplaintConfirmation } from '../features/complaints/public/complaint-confirmation';
import { ComplaintForm, type FiledComplaint } from '../features/complaints/public/complaint-form';
import classes from '../features/complaints/public/public.module.css';
import { pageMeta } from '../lib/page-meta';
import { useRootData } from '../lib/root-data';
import { MantinePublicStyles } from '../styles/mantine-styles';
import type { Route } from './+types/reclamos';

/** Today in Lima, from the server: the sheet's date reads the same before and after hydration. */
export function loader() {
  return { today: formatIsoDay(todayInLima()) };
}

export const meta: Route.MetaFunction = pageMeta;

/** The virtual complaints book (docs/decisions/0028): the sheet, then its confirmation. */
export default function Reclamos({ loaderData }: Route.ComponentProps) {
  const { settings } = useRootData();
  const [filed, setFiled] = useState<FiledComplaint | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const another = useRef(false);

  // 'Registrar otra hoja' replaces the confirmation with a blank sheet: focus goes to the page's title
  // (not lost to the body), read first, and the page starts at the top.
  useEffect(() => {
    if (filed || !another.current) return;
    another.current = false;
    heading.current?.focus();
    window.scrollTo({ top: 0 });
  }, [filed]);
  return (
    <>
      <MantinePublicStyles />
      <Container size="md" py={{ base: 'lg', md: 40 }}>
        {filed ? (
          <ComplaintConfirmation
            filed={filed}
            onAnother={() => {
              another.current = true;
              setFiled(null);
            }}
          />
        ) : (
          <>
            <Title order={1} mb="xs" ref={heading} tabIndex={-1} className={classes.focusTitle}>
              <IconBook size={30} aria-hidden="true" style={{ verticalAlign: '-4px', marginRight: 8 }} />
              Libro de Reclamaciones
            </Title>
            <Text mb="xs">
              Conforme a lo establecido en el Código de Protección y Defensa del Consumidor,{' '}
              {settings.razonSocial} pone a tu disposición este Libro de Reclamaciones virtual. Registra aquí
              tu reclamo o tu queja: te enviamos una copia al instante y te respondemos en un plazo no mayor a
              15 días hábiles.
            </Text>
            <Text mb="lg">
              ¿Ya registraste una hoja?{' '}
              <Anchor component={Link} to="/reclamos/consulta" underline="always">
                Consulta su estado
              </Anchor>
              .
            </Text>
            <ComplaintForm settings={settings} today={loaderData.today} onFiled={setFiled} />
          </>
        )}
      </Container>
    </>
  );
}
