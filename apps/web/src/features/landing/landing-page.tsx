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
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../i18n/language-switcher.tsx';
import { FEATURES, NAV, SIGN_IN, type Contact } from './landing-content.ts';
import { Pricing } from './pricing-section.tsx';
import { TicketPreview } from './ticket-preview.tsx';

/**
 * The landing page as it looks, from its data alone: drawn by the dashboard's `/` route in
 * development, and rendered to static HTML at build time (prerender.tsx) for the server to send,
 * where landing-script.ts does the little that moves (language, mobile menu). Links are plain
 * anchors: from here to sign-in is a page load of the dashboard's own entry.
 */
export interface LandingViewProps {
  /** the operator's phone and e-mail; none yet: `…` */
  contact?: Contact;
  /** the footer's year */
  year: number | string;
  /** signed in on this browser: a language chosen here follows the user too */
  signedIn: boolean;
}

function Header({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation(['landing', 'common']);
  const [opened, { toggle, close }] = useDisclosure(false);
  const links = NAV.map((item) => (
    <Anchor key={item.href} href={item.href} c="dark" fw={500} underline="never" onClick={close}>
      {t(`nav.${item.key}`)}
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
          <Group gap="lg" visibleFrom="md" component="nav" aria-label={t('nav.label')}>
            {links}
          </Group>
          <Group gap="sm" wrap="nowrap">
            <LanguageSwitcher signedIn={signedIn} className="landing-language" />
            <Button component="a" href={SIGN_IN} visibleFrom="md">
              {t('nav.login')}
            </Button>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="md"
              aria-label={t('nav.menu')}
              aria-expanded={opened}
              aria-controls="landing-menu"
            />
          </Group>
        </Group>
      </Container>
      {/* Kept in the page while closed, where it is: the static page opens it without React. */}
      <Drawer
        opened={opened}
        onClose={close}
        title="Tiraj"
        hiddenFrom="md"
        size="xs"
        id="landing-menu"
        keepMounted
        keepMountedMode="display-none"
        withinPortal={false}
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      >
        <Stack component="nav" aria-label={t('nav.label')}>
          {links}
          <Button component="a" href={SIGN_IN}>
            {t('nav.login')}
          </Button>
        </Stack>
      </Drawer>
    </Box>
  );
}

function Hero() {
  const { t } = useTranslation('landing');
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
              {t('hero.badge')}
            </Badge>
            <Title order={1} fz={{ base: 34, md: 48 }} lh={1.1}>
              {t('hero.title')}
            </Title>
            <Text fz="lg" c="rgba(255,255,255,0.85)">
              {t('hero.text')}
            </Text>
            <Group>
              <Button component="a" href={SIGN_IN} size="lg" color="red">
                {t('hero.signIn')}
              </Button>
              <Button component="a" href="#pricing" size="lg" variant="white">
                {t('hero.seePricing')}
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
  const { t } = useTranslation('landing');
  return (
    <Container id="features" size="lg" py={80}>
      <Stack gap="xs" align="center" ta="center" mb={48}>
        <Text c="red.6" fw={700} tt="uppercase" fz="sm">
          {t('features.eyebrow')}
        </Text>
        <Title order={2} fz={{ base: 28, md: 36 }}>
          {t('features.title')}
        </Title>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {FEATURES.map((f) => (
          <Card key={f.key} withBorder padding="xl" radius="md">
            <ThemeIcon size={48} radius="md" variant="light" mb="md">
              <f.icon size={26} stroke={1.6} />
            </ThemeIcon>
            <Text fw={700} fz="lg" mb={6}>
              {t(`features.${f.key}.title`)}
            </Text>
            <Text c="dimmed" fz="sm" lh={1.6}>
              {t(`features.${f.key}.text`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}

function About() {
  const { t } = useTranslation('landing');
  return (
    <Container id="about" size="md" py={80} ta="center">
      <Text c="red.6" fw={700} tt="uppercase" fz="sm" mb="xs">
        {t('about.eyebrow')}
      </Text>
      <Title order={2} fz={{ base: 28, md: 36 }} mb="md">
        {t('about.title')}
      </Title>
      <Text c="dimmed" fz="lg" lh={1.7}>
        {t('about.text')}
      </Text>
    </Container>
  );
}

function ContactSection({ contact }: { contact?: Contact }) {
  const { t } = useTranslation('landing');
  return (
    <Box id="contact" style={{ background: '#00136b' }} c="white" py={80}>
      <Container size="md" ta="center">
        <Title order={2} fz={{ base: 28, md: 36 }} mb="sm">
          {t('contact.title')}
        </Title>
        <Text c="rgba(255,255,255,0.8)" mb="xl">
          {t('contact.text')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" maw={620} mx="auto">
          <Paper p="lg" radius="md" bg="rgba(255,255,255,0.08)" c="white">
            <Group justify="center" gap="sm">
              <IconPhone size={22} />
              <Anchor href={contact?.phoneHref} c="white" fw={600} data-testid="contact-phone">
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

export function LandingView({ contact, year, signedIn }: LandingViewProps) {
  const { t } = useTranslation('landing');
  return (
    <Box bg="gray.0">
      <Header signedIn={signedIn} />
      <main>
        <Hero />
        <Features />
        <Pricing />
        <About />
        <ContactSection contact={contact} />
      </main>
      <Box component="footer" py="lg" bg="#000d4d" c="rgba(255,255,255,0.7)">
        <Container size="lg">
          <Group justify="space-between">
            <Text fz="sm">{t('footer.rights', { year })}</Text>
            <Anchor href={SIGN_IN} c="rgba(255,255,255,0.85)" fz="sm">
              {t('nav.login')}
            </Anchor>
          </Group>
        </Container>
      </Box>
    </Box>
  );
}
