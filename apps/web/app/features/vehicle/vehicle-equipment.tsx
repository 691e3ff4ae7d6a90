import { Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import { listItems } from '@motorplaza/domain/catalog/vehicle-listing';
import { IconCircleCheck } from '@tabler/icons-react';
import { IconTile } from '../../components/icon-tile';

interface VehicleEquipmentProps {
  readonly adicionales: string | null;
  readonly servicios: string | null;
  readonly accesorios: readonly { readonly nombre: string }[];
}

function Tags({ items }: { readonly items: readonly string[] }) {
  return (
    <Group component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <li key={item}>
          <Badge variant="light" color="navy" size="lg" radius="sm" tt="none" fw={600}>
            {item}
          </Badge>
        </li>
      ))}
    </Group>
  );
}

/**
 * The accessories and `adicionales` as tags, and the services that come with the car; nothing when
 * all are empty.
 */
export function VehicleEquipment({ adicionales, servicios, accesorios }: VehicleEquipmentProps) {
  const extras = listItems(adicionales);
  const services = listItems(servicios);
  if (extras.length === 0 && services.length === 0 && accesorios.length === 0) return null;
  return (
    <Stack gap="xl">
      {accesorios.length > 0 && (
        <section aria-labelledby="accesorios">
          <Title order={2} size="h3" id="accesorios" mb="md">
            Accesorios
          </Title>
          <Tags items={accesorios.map((accessory) => accessory.nombre)} />
        </section>
      )}
      {extras.length > 0 && (
        <section aria-labelledby="equipamiento">
          <Title order={2} size="h3" id="equipamiento" mb="md">
            Equipamiento adicional
          </Title>
          <Tags items={extras} />
        </section>
      )}
      {services.length > 0 && (
        <section aria-labelledby="servicios">
          <Title order={2} size="h3" id="servicios" mb="md">
            Servicios incluidos
          </Title>
          <List
            spacing="xs"
            icon={
              <IconTile component="span" color="teal.8" size={22} radius="xl">
                <IconCircleCheck size={16} aria-hidden="true" />
              </IconTile>
            }
          >
            {services.map((service) => (
              <List.Item key={service}>
                <Text component="span">{service}</Text>
              </List.Item>
            ))}
          </List>
        </section>
      )}
    </Stack>
  );
}
