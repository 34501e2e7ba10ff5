import { describe, expect, it } from 'vitest';
import { imageFileError, logoFileError, videoFileError } from './upload';

const MB = 1024 * 1024;

describe('image slots', () => {
  it('take an image up to 1 MB', () => {
    expect(imageFileError({ type: 'image/jpeg', size: MB })).toBeNull();
    expect(imageFileError({ type: 'IMAGE/WEBP', size: 10 })).toBeNull();
  });

  it('refuse other types', () => {
    expect(imageFileError({ type: 'video/mp4', size: 10 })).toBe('Please select a valid image file.');
    expect(imageFileError({ type: 'image/svg+xml', size: 10 })).toBe('Please select a valid image file.');
    expect(imageFileError({ type: '', size: 10 })).toBe('Please select a valid image file.');
  });

  it('refuse an image over 1 MB', () => {
    expect(imageFileError({ type: 'image/png', size: MB + 1 })).toBe('File size exceeds 1MB limit.');
  });
});

describe('reel slots', () => {
  it('take a video up to 5 MB', () => {
    expect(videoFileError({ type: 'video/mp4', size: 5 * MB })).toBeNull();
    expect(videoFileError({ type: 'video/webm; codecs=vp9', size: 10 })).toBeNull();
  });

  it('refuse other types', () => {
    expect(videoFileError({ type: 'image/png', size: 10 })).toBe('Please select a valid video file.');
  });

  it('refuse a video over 5 MB', () => {
    expect(videoFileError({ type: 'video/quicktime', size: 5 * MB + 1 })).toBe(
      'File size exceeds 5MB limit.',
    );
  });
});

describe('organization logo', () => {
  it('takes a JPEG or PNG up to 1 MB', () => {
    expect(logoFileError({ type: 'image/jpeg', size: MB })).toBeNull();
    expect(logoFileError({ type: 'image/png', size: 100 })).toBeNull();
  });

  it('refuses other types, images included', () => {
    expect(logoFileError({ type: 'image/webp', size: 100 })).toBe(
      'Invalid file type. Please upload an image.',
    );
    expect(logoFileError({ type: 'application/pdf', size: 100 })).toBe(
      'Invalid file type. Please upload an image.',
    );
  });

  it('refuses a logo over 1 MB', () => {
    expect(logoFileError({ type: 'image/png', size: MB + 1 })).toBe('File size exceeds 1MB limit.');
  });
});

describe('an empty file', () => {
  it('is refused in every slot, whatever its type, in the words the server uses', () => {
    const empty = 'The file is empty. Please choose another one.';
    expect(imageFileError({ type: 'image/jpeg', size: 0 })).toBe(empty);
    expect(logoFileError({ type: 'image/png', size: 0 })).toBe(empty);
    expect(videoFileError({ type: 'application/pdf', size: 0 })).toBe(empty);
  });
});
