import {
  Anchor,
  Badge,
  Box,
  Burger,
  Button,
  Card,
  Container,
  Drawer,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { get } from '../../lib/api-client.ts';
import { FEATURES, NAV } from './landing-content.ts';
import { Pricing } from './pricing-section.tsx';
import { TicketPreview } from './ticket-preview.tsx';

interface PublicSettings {
  contact: { phone: string; email: string };
}

function Header() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const links = NAV.map((item) => (
    <Anchor key={item.href} href={item.href} c="dark" fw={500} underline="never" onClick={close}>
      {item.label}
    </Anchor>
  ));
  return (
    <Box
      component="header"
      pos="sticky"
      top={0}
      bg="white"
      style={{ zIndex: 10, borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Container size="lg" h={64}>
        <Group h="100%" justify="space-between">
          <Group gap={10}>
            <img src="/favicon.svg" alt="" width={32} height={32} />
            <Text fw={800} fz={22} c="haiti.7">
              Tiraj
            </Text>
          </Group>
          <Group gap="xl" visibleFrom="sm" component="nav">
            {links}
            <Button component={Link} to="/auth/signin">
              Login
            </Button>
          </Group>
          <Burger opened={opened} onClick={toggle} hiddenFrom="sm" aria-label="Menu" />
        </Group>
      </Container>
      <Drawer opened={opened} onClose={close} title="Tiraj" hiddenFrom="sm" size="xs">
        <Stack>
          {links}
          <Button component={Link} to="/auth/signin">
            Login
          </Button>
        </Stack>
      </Drawer>
    </Box>
  );
}

function Hero() {
  return (
    <Box
      id="home"
      style={{ background: 'linear-gradient(135deg, #00209f 0%, #0b32c4 70%, #1a44d6 100%)' }}
      c="white"
    >
      <Container size="lg" py={{ base: 56, md: 96 }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} style={{ alignItems: 'center' }}>
          <Stack gap="lg">
            <Badge variant="white" color="red" size="lg" radius="sm" w="fit-content">
              Fait pour la borlette haïtienne
            </Badge>
            <Title order={1} fz={{ base: 34, md: 48 }} lh={1.1}>
              Gérez votre banque de borlette en toute confiance
            </Title>
            <Text fz="lg" c="rgba(255,255,255,0.85)">
              Vendeurs, superviseurs, limites, résultats et paiements : Tiraj réunit toute votre
              banque dans un seul logiciel, fiable et simple, sur ordinateur comme sur téléphone.
            </Text>
            <Group>
              <Button component={Link} to="/auth/signin" size="lg" color="red">
                Se connecter
              </Button>
              <Button component="a" href="#pricing" size="lg" variant="white">
                Voir les tarifs
              </Button>
            </Group>
          </Stack>
          <TicketPreview />
        </SimpleGrid>
      </Container>
    </Box>
  );
}

function Features() {
  return (
    <Container id="features" size="lg" py={80}>
      <Stack gap="xs" align="center" ta="center" mb={48}>
        <Text c="red.6" fw={700} tt="uppercase" fz="sm">
          Fonctionnalités
        </Text>
        <Title order={2} fz={{ base: 28, md: 36 }}>
          Tout ce qu'il faut pour faire tourner votre banque
        </Title>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {FEATURES.map((f) => (
          <Card key={f.title} withBorder padding="xl" radius="md">
            <ThemeIcon size={48} radius="md" variant="light" mb="md">
              <f.icon size={26} stroke={1.6} />
            </ThemeIcon>
            <Text fw={700} fz="lg" mb={6}>
              {f.title}
            </Text>
            <Text c="dimmed" fz="sm" lh={1.6}>
              {f.text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}

function About() {
  return (
    <Container id="about" size="md" py={80} ta="center">
      <Text c="red.6" fw={700} tt="uppercase" fz="sm" mb="xs">
        À propos
      </Text>
      <Title order={2} fz={{ base: 28, md: 36 }} mb="md">
        Une équipe qui connaît la borlette
      </Title>
      <Text c="dimmed" fz="lg" lh={1.7}>
        Tiraj est né pour les banques de borlette d'Haïti et de la diaspora. Nous construisons un
        logiciel où chaque gourde est comptée juste : les limites sont respectées, les gagnants
        payés selon vos conditions, et vos rapports sont prêts chaque soir. Votre banque reste la
        vôtre : vos données ne sont visibles que par vous.
      </Text>
    </Container>
  );
}

function Contact() {
  const settings = useQuery({
    queryKey: ['public-settings'],
    queryFn: () => get<PublicSettings>('/public/settings'),
  });
  const contact = settings.data?.contact;
  return (
    <Box id="contact" style={{ background: '#00136b' }} c="white" py={80}>
      <Container size="md" ta="center">
        <Title order={2} fz={{ base: 28, md: 36 }} mb="sm">
          Parlons de votre banque
        </Title>
        <Text c="rgba(255,255,255,0.8)" mb="xl">
          Appelez-nous ou écrivez-nous : nous installons Tiraj avec vous et formons votre équipe.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" maw={620} mx="auto">
          <Paper p="lg" radius="md" bg="rgba(255,255,255,0.08)" c="white">
            <Group justify="center" gap="sm">
              <IconPhone size={22} />
              <Anchor
                href={contact ? `tel:${contact.phone.replace(/\s/g, '')}` : undefined}
                c="white"
                fw={600}
                data-testid="contact-phone"
              >
                {contact?.phone ?? '…'}
              </Anchor>
            </Group>
          </Paper>
          <Paper p="lg" radius="md" bg="rgba(255,255,255,0.08)" c="white">
            <Group justify="center" gap="sm">
              <IconMail size={22} />
              <Anchor
                href={contact ? `mailto:${contact.email}` : undefined}
                c="white"
                fw={600}
                data-testid="contact-email"
              >
                {contact?.email ?? '…'}
              </Anchor>
            </Group>
          </Paper>
        </SimpleGrid>
      </Container>
    </Box>
  );
}

export function LandingPage() {
  return (
    <Box bg="gray.0">
      <Header />
      <main>
        <Hero />
        <Features />
        <Pricing />
        <About />
        <Contact />
      </main>
      <Box component="footer" py="lg" bg="#000d4d" c="rgba(255,255,255,0.7)">
        <Container size="lg">
          <Group justify="space-between">
            <Text fz="sm">© {new Date().getFullYear()} Tiraj. Tous droits réservés.</Text>
            <Anchor component={Link} to="/auth/signin" c="rgba(255,255,255,0.85)" fz="sm">
              Login
            </Anchor>
          </Group>
        </Container>
      </Box>
    </Box>
  );
}
