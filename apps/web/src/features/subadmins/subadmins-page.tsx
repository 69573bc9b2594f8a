import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconMapPin, IconPencil, IconPhone, IconPlus, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadingState } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSubAdmins } from '../../lib/queries/companies.ts';
import { logoUrl } from './api.ts';
import { SubAdminModal } from './subadmin-modal.tsx';

function Line({ icon, text }: { icon: React.ReactNode; text: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      {icon}
      <Text size="sm" c={text ? undefined : 'dimmed'} truncate="end">
        {text || '—'}
      </Text>
    </Group>
  );
}

export function SubAdminsPage() {
  const { t } = useTranslation(['admin', 'common']);
  const subadmins = useSubAdmins();

  return (
    <>
      <PageHeader title={t('subadmins.title')}>
        <SubAdminModal
          trigger={(open) => (
            <Button leftSection={<IconPlus size={16} />} onClick={open}>
              {t('common:actions.add')}
            </Button>
          )}
        />
      </PageHeader>
      {subadmins.isPending ? (
        <LoadingState />
      ) : subadmins.data?.length === 0 ? (
        <EmptyState text={t('subadmins.empty')} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {subadmins.data?.map((s) => (
            <Card key={s._id} withBorder radius="md" padding="lg" data-testid="subadmin-card">
              <Group wrap="nowrap" align="flex-start" mb="md">
                <Image
                  src={logoUrl(s.companyLogo)}
                  alt={t('subadmins.logoAlt', { name: s.companyName })}
                  w={56}
                  h={56}
                  radius="md"
                  fit="contain"
                  bg="gray.0"
                />
                <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={700} truncate="end" title={s.companyName}>
                    {s.companyName}
                  </Text>
                  <Badge color={s.isActive ? 'teal' : 'red'} variant="light" w="fit-content">
                    {s.isActive
                      ? t('common:choices.activeStatus')
                      : t('common:choices.inactiveStatus')}
                  </Badge>
                </Stack>
                <SubAdminModal
                  editing={s}
                  trigger={(open) => (
                    <Tooltip label={t('common:actions.edit')}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('editNamed', { name: s.companyName })}
                        onClick={open}
                      >
                        <IconPencil size={18} />
                      </ActionIcon>
                    </Tooltip>
                  )}
                />
              </Group>
              <Stack gap={6}>
                <Line icon={<IconMapPin size={16} color="gray" />} text={s.address} />
                <Line icon={<IconUser size={16} color="gray" />} text={s.userName} />
                <Line icon={<IconPhone size={16} color="gray" />} text={s.phoneNumber} />
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
