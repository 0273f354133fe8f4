import type { Language } from './roles';

/**
 * The message catalogue shared by the server (error responses, mails) and the client (i18n resources).
 * Keys are stable; SPEC.md §5 and §8 give the English wording. Parameters use {{name}}.
 */
const en = {
  'error.noConnection': 'No internet connection. Please check your network and try again.',
  'error.timeout': 'Request timed out. Please check your internet connection and try again.',
  'error.offline': 'Your device is offline. Please connect to the internet and try again.',
  'error.connection': 'Connection error. Please check your internet connection.',
  'error.400': 'Error sending request. Please check your input data.',
  'error.401': 'Authorization error. Please log in again.',
  'error.403': 'Access denied. You do not have permission to perform this action.',
  'error.404': 'Resource not found. Please check the address.',
  'error.409': 'Data conflict. The record may already exist.',
  'error.422': 'Data validation error. Please check the form.',
  'error.server': 'Server error. Please try again later.',
  'error.status': 'Error sending request ({{status}}).',
  'error.unknown': 'Unknown error occurred',
  'error.somethingWrong': 'Something went wrong, please try again later.',
  'error.invalidCredentials': 'Invalid credentials.',
  'error.invalidToken': 'Invalid or expired token.',
  'error.invalidResetToken': 'Invalid or expired reset token.',
  'error.invalidRefreshToken': 'Invalid refresh token.',
  'error.userNotFound': 'User not found.',
  'error.userExists': 'User with this email or phone already exists.',
  'error.notAuthorized': 'User is not authorized.',
  'error.internal': 'Internal server error.',
  'error.userInfo': 'Failed to retrieve user information.',
  'error.fileNotFound': 'File not found.',
  'error.emailNotConfirmed': 'Please confirm your email first: follow the link in the mail we sent you.',
  'error.roleNotGranted': 'You do not have this role. Add it in your profile first.',
  'error.payloadTooLarge': 'The request or file is too large.',
  'error.unsupportedFile': 'This file type is not supported.',
  'error.rateLimited': 'Too many attempts. Please wait a minute and try again.',
  'error.wrongPassword': 'The current password is wrong.',
  'validation.emailRequired': 'Email must be filled.',
  'validation.passwordRequired': 'Password must be filled.',
  'validation.passwordsMismatch': 'Passwords do not match.',
  'validation.passwordTooShort': 'Password must be at least 8 characters.',
  'validation.required': 'Required field',
  'validation.mustBeFilled': 'Must be filled',
  'validation.invalidEmail': 'Invalid email format.',
  'validation.invalidPhone': 'Enter a phone number in international format, e.g. +79991234567.',
  'validation.termsRequired': 'You must accept the terms of service.',
  'validation.selectContract': 'Select at least 1 contract.',
  'validation.selectTrack': 'Select at least one track.',
  'validation.episodeRange': 'Episode number must be between 0 and 100.',
  'validation.timesOrMany': 'Enter a valid number or "many times".',
  'validation.timeFormat': 'Time format HH:MM:SS, between 00:00:00 and 23:59:59.',
  'validation.endAfterStart': 'End time must be greater than start time.',
  'validation.invalidUrl': 'Enter a valid URL.',
  'validation.noSymbols': 'Symbols are not allowed.',
  'validation.zeroPrice': 'A request with a zero price cannot be agreed.',
  'validation.tinNotFound': 'Company with this TIN not found.',
  'validation.selectRole': 'First select a role.',
  'validation.noResetToken': 'There is no change password token in the URL.',
  'validation.noConfirmToken': 'There is no confirm token in the URL.',
  'validation.supportedImages': 'Supported formats png, jpg',
  'validation.tooLong': 'Too long: at most {{max}} characters.',
  'mail.confirm.subject': 'Confirm your Cueline account',
  'mail.confirm.body': 'Hello {{name}},\n\nConfirm your email address to start using Cueline:\n{{link}}\n\nIf you did not sign up, ignore this mail.',
  'mail.reset.subject': 'Reset your Cueline password',
  'mail.reset.body': 'Hello {{name}},\n\nFollow this link to set a new password (valid for 1 hour):\n{{link}}\n\nIf you did not ask for it, ignore this mail.',
  'mail.feedback.subject': 'Feedback: {{type}}',
  'mail.feedback.body': 'From: {{from}}\nSubject: {{type}}\n\n{{message}}',
  'sync.fieldNotAllowed': 'The field "{{field}}" cannot be changed.',
  'sync.unknownDocument': 'This document does not exist or is not available to you.',
  'sync.invalidDocument': 'Every pushed document needs a string id.',
  'sync.readOnlyForward': 'A notification can only be marked as read.',
} as const;

export type MessageKey = keyof typeof en;

const ru: Record<MessageKey, string> = {
  'error.noConnection': 'Нет подключения к интернету. Проверьте сеть и попробуйте снова.',
  'error.timeout': 'Время ожидания запроса истекло. Проверьте подключение к интернету и попробуйте снова.',
  'error.offline': 'Ваше устройство не в сети. Подключитесь к интернету и попробуйте снова.',
  'error.connection': 'Ошибка соединения. Проверьте подключение к интернету.',
  'error.400': 'Ошибка при отправке запроса. Проверьте введённые данные.',
  'error.401': 'Ошибка авторизации. Пожалуйста, войдите снова.',
  'error.403': 'Доступ запрещён. У вас нет прав на это действие.',
  'error.404': 'Ресурс не найден. Проверьте адрес.',
  'error.409': 'Конфликт данных. Возможно, запись уже существует.',
  'error.422': 'Ошибка проверки данных. Проверьте форму.',
  'error.server': 'Ошибка сервера. Попробуйте позже.',
  'error.status': 'Ошибка при отправке запроса ({{status}}).',
  'error.unknown': 'Произошла неизвестная ошибка',
  'error.somethingWrong': 'Что-то пошло не так, попробуйте позже.',
  'error.invalidCredentials': 'Неверные учётные данные.',
  'error.invalidToken': 'Недействительный или просроченный токен.',
  'error.invalidResetToken': 'Недействительный или просроченный токен сброса.',
  'error.invalidRefreshToken': 'Недействительный токен обновления.',
  'error.userNotFound': 'Пользователь не найден.',
  'error.userExists': 'Пользователь с таким email или телефоном уже существует.',
  'error.notAuthorized': 'Пользователь не авторизован.',
  'error.internal': 'Внутренняя ошибка сервера.',
  'error.userInfo': 'Не удалось получить данные пользователя.',
  'error.fileNotFound': 'Файл не найден.',
  'error.emailNotConfirmed': 'Сначала подтвердите email: перейдите по ссылке из письма.',
  'error.roleNotGranted': 'У вас нет этой роли. Сначала добавьте её в профиле.',
  'error.payloadTooLarge': 'Запрос или файл слишком большой.',
  'error.unsupportedFile': 'Этот тип файла не поддерживается.',
  'error.rateLimited': 'Слишком много попыток. Подождите минуту и попробуйте снова.',
  'error.wrongPassword': 'Текущий пароль указан неверно.',
  'validation.emailRequired': 'Email должен быть заполнен.',
  'validation.passwordRequired': 'Пароль должен быть заполнен.',
  'validation.passwordsMismatch': 'Пароли не совпадают.',
  'validation.passwordTooShort': 'Пароль должен содержать не менее 8 символов.',
  'validation.required': 'Обязательное поле',
  'validation.mustBeFilled': 'Должно быть заполнено',
  'validation.invalidEmail': 'Неверный формат email.',
  'validation.invalidPhone': 'Введите телефон в международном формате, например +79991234567.',
  'validation.termsRequired': 'Необходимо принять пользовательское соглашение.',
  'validation.selectContract': 'Выберите хотя бы 1 договор.',
  'validation.selectTrack': 'Выберите хотя бы один трек.',
  'validation.episodeRange': 'Номер эпизода должен быть от 0 до 100.',
  'validation.timesOrMany': 'Введите число или «много раз».',
  'validation.timeFormat': 'Формат времени ЧЧ:ММ:СС, от 00:00:00 до 23:59:59.',
  'validation.endAfterStart': 'Время окончания должно быть больше времени начала.',
  'validation.invalidUrl': 'Введите корректный URL.',
  'validation.noSymbols': 'Символы не допускаются.',
  'validation.zeroPrice': 'Запрос с нулевой ценой не может быть согласован.',
  'validation.tinNotFound': 'Компания с таким ИНН не найдена.',
  'validation.selectRole': 'Сначала выберите роль.',
  'validation.noResetToken': 'В адресе нет токена смены пароля.',
  'validation.noConfirmToken': 'В адресе нет токена подтверждения.',
  'validation.supportedImages': 'Поддерживаемые форматы png, jpg',
  'validation.tooLong': 'Слишком длинно: не более {{max}} символов.',
  'mail.confirm.subject': 'Подтвердите аккаунт Cueline',
  'mail.confirm.body': 'Здравствуйте, {{name}}!\n\nПодтвердите адрес почты, чтобы начать работу в Cueline:\n{{link}}\n\nЕсли вы не регистрировались, просто проигнорируйте это письмо.',
  'mail.reset.subject': 'Сброс пароля Cueline',
  'mail.reset.body': 'Здравствуйте, {{name}}!\n\nПерейдите по ссылке, чтобы задать новый пароль (действует 1 час):\n{{link}}\n\nЕсли вы не запрашивали сброс, просто проигнорируйте это письмо.',
  'mail.feedback.subject': 'Обратная связь: {{type}}',
  'mail.feedback.body': 'От: {{from}}\nТема: {{type}}\n\n{{message}}',
  'sync.fieldNotAllowed': 'Поле «{{field}}» нельзя изменить.',
  'sync.unknownDocument': 'Этот документ не существует или вам недоступен.',
  'sync.invalidDocument': 'У каждого отправленного документа должен быть строковый id.',
  'sync.readOnlyForward': 'Уведомление можно только отметить прочитанным.',
};

export const messages: Record<Language, Record<MessageKey, string>> = { en, ru };

export const isMessageKey = (value: string): value is MessageKey => value in en;

/** Looks a key up in the catalogue and fills its {{params}}; unknown keys come back unchanged. */
export function translate(language: Language, key: string, params: Record<string, string | number> = {}) {
  const template = isMessageKey(key) ? messages[language][key] : key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? `{{${name}}}`));
}

/** Picks en or ru from an Accept-Language header value; en when neither is asked for. */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.find((p) => p.trim().startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    if (tag.startsWith('ru')) return 'ru';
    if (tag.startsWith('en')) return 'en';
  }
  return 'en';
}
