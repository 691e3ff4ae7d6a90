import { MantineProvider } from '@mantine/core';
import { IconCheck, IconCrown, IconHeartHandshake, IconTie } from '@tabler/icons-react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../styles/theme';
import { RoleBadge, roleBadgeStyle } from './role-badge';

describe('role badges (spec 001 §2.8)', () => {
  it.each([
    ['ADMIN', IconCrown],
    ['EJECUTIVO', IconTie],
    ['ASESOR1', IconHeartHandshake],
    ['ASESOR2', IconCheck],
  ])('gives %s its icon', (rol, Icon) => {
    expect(roleBadgeStyle(rol).Icon).toBe(Icon);
  });

  it('gives any other role the default badge without an icon', () => {
    expect(roleBadgeStyle('SUPERVISOR')).toEqual({ color: 'gray.7', Icon: null });
  });

  it('shows the asesor roles with the space the list displays', () => {
    render(
      <MantineProvider theme={theme}>
        <RoleBadge rol="ASESOR1" />
      </MantineProvider>,
    );
    expect(screen.getByText('ASESOR 1')).toBeTruthy();
  });
});
