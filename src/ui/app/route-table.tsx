import type { ComponentType } from 'react';
import { Redirect } from 'wouter';
import { links, type RouteName } from '../../domain/routes';
import { AdminHomePage } from '../admin/admin-home-page';
import { AdminLoginPage } from '../auth/admin-login-page';
import { ConfirmSignupPage } from '../auth/confirm-signup-page';
import { ForgotPasswordPage } from '../auth/forgot-password-page';
import { LoginPage } from '../auth/login-page';
import { ResetPasswordPage } from '../auth/reset-password-page';
import { SignupPage } from '../auth/signup-page';
import { NotAvailablePage } from '../errors/not-available-page';
import { HomePage } from '../home/home-page';
import { ReferencePage, TermsPage } from '../legal/static-page';
import { SettingsPage } from '../settings/settings-page';

function AuthIndex() {
  return <Redirect to={links.login()} replace />;
}

/**
 * The screen of every route built so far; any route of the table missing here belongs to a later
 * capability and shows the page-not-available screen.
 */
export const screens: Partial<Record<RouteName, ComponentType>> = {
  home: HomePage,
  auth: AuthIndex,
  login: LoginPage,
  signup: SignupPage,
  confirmSignup: ConfirmSignupPage,
  forgotPassword: ForgotPasswordPage,
  resetPassword: ResetPasswordPage,
  users: SettingsPage,
  admin: AdminHomePage,
  adminLogin: AdminLoginPage,
  terms: TermsPage,
  reference: ReferencePage,
};

export const screenFor = (name: RouteName): ComponentType => screens[name] ?? NotAvailablePage;
