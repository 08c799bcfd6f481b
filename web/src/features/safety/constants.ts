/** Spec §9: emergency number 911; crisis text line 741741 (text HOME). */
export const EMERGENCY_NUMBER = '911';
export const CRISIS_TEXT_NUMBER = '741741';
export const CRISIS_TEXT_KEYWORD = 'HOME';
export const EMERGENCY_TEL = `tel:${EMERGENCY_NUMBER}`;
export const CRISIS_SMS = `sms:${CRISIS_TEXT_NUMBER}?body=${CRISIS_TEXT_KEYWORD}`;
