import {
  Alert,
  Anchor,
  Box,
  Button,
  Center,
  Checkbox,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconClockOff, IconLock, IconUser } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LanguageSwitcher } from '../../i18n/language-switcher.tsx';
import { forgetSessionEnded, returnPathFor, signInStateOf } from '../../lib/sign-in-return.ts';
import { SHORT, toast } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { acceptSignIn, useSignIn } from './sign-in.ts';

/** Remember Me keeps the user name (never the token) on this browser. */
const REMEMBERED = 'tiraj.rememberedUserName';

/**
 * `beforeEnter`: what to load before leaving for the signed-in screens (the dashboard's code,
 * app/router.tsx): the first screen then opens whole, with no loader in between.
 */
export function SignInPage({ beforeEnter }: { beforeEnter?: () => Promise<unknown> }) {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('signIn.documentTitle'));
  const navigate = useNavigate();
  // Sent here by a shell: whether the server ended the session, and the page the user was on.
  const came = signInStateOf(useLocation().state);
  const queryClient = useQueryClient();
  const signIn = useSignIn(<PosPointer />);
  const remembered = localStorage.getItem(REMEMBERED) ?? '';
  const [userName, setUserName] = useState(remembered);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(!!remembered);
  const [errors, setErrors] = useState<{ userName?: string; password?: string }>({});
  const [entering, setEntering] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = userName.trim();
    const found = {
      userName: name ? undefined : t('signIn.usernameRequired'),
      password: password ? undefined : t('signIn.passwordRequired'),
    };
    setErrors(found);
    if (found.userName || found.password) return;
    signIn.mutate(
      { userName: name, password },
      {
        // A refusal (a seller too) is toasted by the mutation's meta (sign-in.ts).
        onSuccess: async (answer) => {
          acceptSignIn(answer, queryClient);
          if (remember) localStorage.setItem(REMEMBERED, name);
          else localStorage.removeItem(REMEMBERED);
          toast.success('welcome', SHORT);
          forgetSessionEnded();
          setEntering(true);
          // The first screen opens whole; should this load fail, the screen's own loader tries again.
          await beforeEnter?.().catch(() => undefined);
          // Back to the page the session ended on, if it belongs to this role; else the menu (SPEC.md §4).
          navigate(returnPathFor(answer.user.role, came.from) ?? '/admin/main-menu', {
            replace: true,
          });
        },
      },
    );
  };

  return (
    // The page's main landmark: assistive technology jumps straight to the form.
    <Box
      component="main"
      mih="100vh"
      style={{ background: 'linear-gradient(160deg, #00209f 0%, #0a2fb8 55%, #f1f3f5 55%)' }}
    >
      {/* On the blue: a choice made here is remembered on the device, then adopted at sign-in. */}
      <LanguageSwitcher signedIn={false} className="sign-in-language" />
      {/* Room above the form for the switcher, on the shortest phone too. */}
      <Center mih="100vh" p="md" pt={64}>
        <Paper
          component="form"
          onSubmit={submit}
          w="100%"
          maw={420}
          p="xl"
          radius="lg"
          shadow="xl"
          noValidate
        >
          <Stack gap="md">
            <Group gap="sm" justify="center">
              <img src="/favicon.svg" alt="" width={40} height={40} />
              <Title order={1} c="haiti.7" fz={30}>
                Tiraj
              </Title>
            </Group>
            <Text ta="center" c="dimmed" size="sm">
              {t('signIn.tagline')}
            </Text>
            {came.ended && (
              <Alert
                color="haiti"
                variant="light"
                icon={<IconClockOff size={20} aria-hidden />}
                data-testid="session-ended"
              >
                {t('signIn.sessionEnded')}
              </Alert>
            )}
            <TextInput
              label={t('signIn.username')}
              name="userName"
              autoComplete="username"
              leftSection={<IconUser size={16} />}
              value={userName}
              onChange={(e) => setUserName(e.currentTarget.value)}
              error={errors.userName}
              autoFocus={!remembered}
              required
            />
            <PasswordInput
              label={t('signIn.password')}
              name="password"
              autoComplete="current-password"
              leftSection={<IconLock size={16} />}
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={errors.password}
              autoFocus={!!remembered}
              required
            />
            <Group justify="space-between" gap="xs">
              <Checkbox
                label={t('signIn.rememberMe')}
                checked={remember}
                onChange={(e) => setRemember(e.currentTarget.checked)}
              />
              <Anchor component="button" type="button" size="sm">
                {t('signIn.forgotPassword')}
              </Anchor>
            </Group>
            <Button type="submit" size="md" loading={signIn.isPending || entering} fullWidth>
              {t('signIn.submit')}
            </Button>
            <Text size="sm" ta="center" c="dimmed">
              {t('signIn.noAccount')}{' '}
              <Anchor component="button" type="button" size="sm">
                {t('signIn.signUp')}
              </Anchor>
            </Text>
            <Text size="sm" ta="center" c="dimmed" data-testid="pos-pointer">
              <PosPointer />
            </Text>
            {/* A page load: the server sends the prerendered landing page, not the dashboard's. */}
            <Anchor href="/" size="sm" ta="center">
              {t('signIn.backHome')}
            </Anchor>
          </Stack>
        </Paper>
      </Center>
    </Box>
  );
}

/** Sellers have their own app, the point of sale: its own page (not a dashboard route), so a plain link. */
function PosPointer() {
  const { t } = useTranslation('auth');
  return (
    <Trans
      t={t}
      i18nKey="signIn.posPointer"
      components={{ pos: <Anchor href="/pos" size="sm" fw={600} /> }}
    />
  );
}
