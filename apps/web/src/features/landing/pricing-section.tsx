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
import { TIER_INCLUDES, TIERS } from './landing-content.ts';

/** The pricing section: the three tiers of the landing page, per connected device. */
export function Pricing() {
  return (
    <Box id="pricing" bg="white" py={80}>
      <Container size="lg">
        <Stack gap="xs" align="center" ta="center" mb={48}>
          <Text c="red.6" fw={700} tt="uppercase" fz="sm">
            Tarifs
          </Text>
          <Title order={2} fz={{ base: 28, md: 36 }}>
            Un prix simple, par appareil connecté
          </Title>
          <Text c="dimmed" maw={560}>
            Payez chaque mois pour les appareils de vente que vous utilisez. Sans frais
            d'installation.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {TIERS.map((tier) => (
            <Paper
              key={tier.name}
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
                  {tier.name}
                </Text>
                {tier.highlight && <Badge color="haiti">Populaire</Badge>}
              </Group>
              <Text fz={40} fw={800} c="haiti.7" lh={1}>
                {tier.price}
              </Text>
              <Text c="dimmed" fz="sm" mb="md">
                {tier.period}
              </Text>
              <Text fw={600} mb="md">
                {tier.devices}
              </Text>
              <List
                spacing={6}
                size="sm"
                icon={<IconCheck size={16} color="var(--mantine-color-teal-6)" />}
              >
                {TIER_INCLUDES.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
              <Button
                component="a"
                href="#contact"
                fullWidth
                mt="xl"
                variant={tier.highlight ? 'filled' : 'light'}
              >
                {tier.price === 'Sur devis' ? 'Nous contacter' : 'Commencer'}
              </Button>
            </Paper>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
