import {
  Badge,
  Box,
  Button,
  Container,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TIER_INCLUDES, TIERS } from './landing-content.ts';

/** The pricing section: the three tiers of the landing page, per connected device. */
export function Pricing() {
  const { t } = useTranslation('landing');
  return (
    <Box id="pricing" bg="white" py={80}>
      <Container size="lg">
        <Stack gap="xs" align="center" ta="center" mb={48}>
          <Text c="red.6" fw={700} tt="uppercase" fz="sm">
            {t('pricing.eyebrow')}
          </Text>
          <Title order={2} fz={{ base: 28, md: 36 }}>
            {t('pricing.title')}
          </Title>
          <Text c="dimmed" maw={560}>
            {t('pricing.text')}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {TIERS.map((tier) => (
            <Paper
              key={tier.key}
              withBorder
              p="xl"
              radius="lg"
              shadow={tier.highlight ? 'lg' : undefined}
              style={
                tier.highlight
                  ? { borderColor: 'var(--mantine-color-haiti-7)', borderWidth: 2 }
                  : undefined
              }
              data-testid="pricing-tier"
            >
              <Group justify="space-between" mb="md">
                <Text fw={700} fz="lg">
                  {t(`pricing.${tier.key}.name`)}
                </Text>
                {tier.highlight && <Badge color="haiti">{t('pricing.popular')}</Badge>}
              </Group>
              <Text fz={40} fw={800} c="haiti.7" lh={1}>
                {tier.price ?? t('pricing.onQuote')}
              </Text>
              <Text c="dimmed" fz="sm" mb="md">
                {tier.price ? t('pricing.perDevice') : t('pricing.negotiated')}
              </Text>
              <Text fw={600} mb="md">
                {t(`pricing.${tier.key}.devices`)}
              </Text>
              <List
                spacing={6}
                size="sm"
                icon={<IconCheck size={16} color="var(--mantine-color-teal-6)" />}
              >
                {TIER_INCLUDES.map((item) => (
                  <List.Item key={item}>{t(`pricing.includes.${item}`)}</List.Item>
                ))}
              </List>
              <Button
                component="a"
                href="#contact"
                fullWidth
                mt="xl"
                variant={tier.highlight ? 'filled' : 'light'}
              >
                {tier.price ? t('pricing.start') : t('pricing.contactUs')}
              </Button>
            </Paper>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
