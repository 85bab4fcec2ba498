import { describe, expect, it } from 'vitest';
import { codePieces, emailPieces } from './line-breaks';

describe('emailPieces', () => {
  it('breaks after the "@" and before each dot of the domain', () => {
    expect(emailPieces('support@graminrasoi.in')).toEqual(['support@', 'graminrasoi', '.in']);
    expect(emailPieces('asha.patil@mail.example.co.in')).toEqual(['asha.patil@', 'mail', '.example', '.co', '.in']);
  });

  it('leaves a word without an "@" whole', () => {
    expect(emailPieces('nobody')).toEqual(['nobody']);
  });
});

describe('codePieces', () => {
  it('splits letters from digits, and the digits in threes from their end', () => {
    expect(codePieces('EM123456789IN')).toEqual(['EM', '123', '456', '789', 'IN']);
    expect(codePieces('21520027001093')).toEqual(['21', '520', '027', '001', '093']);
    expect(codePieces('AWB-9876')).toEqual(['AWB-', '9', '876']);
  });

  it('keeps every character, in order', () => {
    for (const code of ['EM123456789IN', '1234', 'ABC', '']) expect(codePieces(code).join('')).toBe(code);
  });
});
