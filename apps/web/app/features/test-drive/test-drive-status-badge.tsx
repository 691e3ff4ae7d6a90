import { Badge } from '@mantine/core';
import {
  TEST_DRIVE_STATUS_COLORS,
  TEST_DRIVE_STATUS_LABELS,
  type TestDriveStatus,
} from '@motorplaza/domain/test-drives/test-drive.schema';

export function TestDriveStatusBadge({ status }: { readonly status: TestDriveStatus }) {
  return (
    <Badge color={TEST_DRIVE_STATUS_COLORS[status]} variant="filled" radius="sm" tt="none">
      {TEST_DRIVE_STATUS_LABELS[status]}
    </Badge>
  );
}
