import { placeholdersOf } from '@casting/contract';
import { describe, expect, it } from 'vitest';
import { localizeMessage } from './answer-messages';
import { SERVER_MESSAGES } from './server-messages';

describe('the server messages', () => {
  it.each(Object.entries(SERVER_MESSAGES))(
    '%s has Arabic with the placeholders of its English',
    (_key, message) => {
      expect(message.ar).toMatch(/[\u0621-\u064A]/u);
      expect(placeholdersOf(message.ar)).toEqual(placeholdersOf(message.en));
    },
  );

  it.each([
    [
      'You can post up to 20 jobs a day. Please try again in 3 hours.',
      'يمكنك نشر 20 وظيفة في اليوم كحد أقصى. يُرجى المحاولة مجددًا بعد 3 ساعات.',
    ],
    [
      'You can upload up to 2 files an hour. Please try again in 1 minute.',
      'يمكنك رفع ملفين في الساعة كحد أقصى. يُرجى المحاولة مجددًا بعد دقيقة واحدة.',
    ],
    ['You can ask for a new code in 42 seconds.', 'يمكنك طلب رمز جديد بعد 42 ثانية.'],
    [
      'We have recently e-mailed this address. Please check its inbox, or sign up again in 60 seconds.',
      'راسلنا هذا العنوان مؤخرًا. يُرجى التحقق من صندوق الوارد، أو التسجيل مجددًا بعد 60 ثانية.',
    ],
    [
      'You can send up to 30 invitations a day. Please try again in 5 hours.',
      'يمكنك إرسال 30 دعوة في اليوم كحد أقصى. يُرجى المحاولة مجددًا بعد 5 ساعات.',
    ],
    [
      'You can start up to 2 new chats a day. Please try again in 24 hours.',
      'يمكنك بدء محادثتين جديدتين في اليوم كحد أقصى. يُرجى المحاولة مجددًا بعد 24 ساعة.',
    ],
    ['You can ask for a new code in 2 seconds.', 'يمكنك طلب رمز جديد بعد ثانيتين.'],
    [
      'Too many failed logins. Please try again in 103 seconds.',
      'محاولات دخول فاشلة كثيرة جدًا. يُرجى المحاولة مجددًا بعد 103 ثوانٍ.',
    ],
  ])('writes counts with the Arabic form of their noun: %s', (english, arabic) => {
    expect(localizeMessage(english, 'ar')).toBe(arabic);
  });
});
