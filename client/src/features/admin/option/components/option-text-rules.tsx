import { Checkbox, Flex, Input, InputNumber, Select, Typography } from 'antd';
import { TEXT_CHARSET_LABELS, type TextCharset } from '@/lib/personalisation';
import type { OptionTextRule } from '../api/option-types';

/** The text rule of each option while the form is open, by option name (null: the option asks no text). */
export type TextRulesByName = Record<string, OptionTextRule | null>;

export const NEW_TEXT_RULE: OptionTextRule = { label: '각인 문구', maxLength: 3, charset: 'UPPER_LATIN', upperCase: true };

const CHARSET_OPTIONS = (Object.keys(TEXT_CHARSET_LABELS) as TextCharset[]).map((charset) => ({ value: charset, label: TEXT_CHARSET_LABELS[charset] }));

/**
 * Per option (as the names field lists them): whether choosing it asks the shopper for a text (engraving), and the
 * rule — what the product page asks, the most characters, the characters allowed and whether it is upper-cased.
 */
export function OptionTextRules({ names, rules, onChange }: { names: string[]; rules: TextRulesByName; onChange: (next: TextRulesByName) => void }) {
  if (names.length === 0) return null;
  const set = (name: string, rule: OptionTextRule | null) => onChange({ ...rules, [name]: rule });
  return (
    <Flex vertical gap={12} style={{ marginBottom: 24 }}>
      <Typography.Text strong>문구 입력 (각인)</Typography.Text>
      {names.map((name) => {
        const rule = rules[name] ?? null;
        return (
          <Flex key={name} vertical gap={6} style={{ padding: 10, border: '1px solid #e5e5e5' }}>
            <Checkbox checked={rule !== null} onChange={(event) => set(name, event.target.checked ? { ...NEW_TEXT_RULE } : null)}>
              {name}: 문구 입력 받기
            </Checkbox>
            {rule && (
              <Flex gap={8} wrap align="center">
                <Input aria-label={`${name} 문구 안내`} value={rule.label} maxLength={30} onChange={(event) => set(name, { ...rule, label: event.target.value })} style={{ width: 140 }} />
                <InputNumber<number>
                  aria-label={`${name} 최대 글자 수`}
                  min={1}
                  max={20}
                  value={rule.maxLength}
                  addonAfter="자"
                  onChange={(value) => set(name, { ...rule, maxLength: value ?? 1 })}
                  style={{ width: 110 }}
                />
                <Select<string>
                  aria-label={`${name} 허용 문자`}
                  value={rule.charset}
                  options={CHARSET_OPTIONS}
                  onChange={(charset) => set(name, { ...rule, charset })}
                  style={{ width: 170 }}
                />
                <Checkbox checked={rule.upperCase} onChange={(event) => set(name, { ...rule, upperCase: event.target.checked })}>
                  대문자로 표시
                </Checkbox>
              </Flex>
            )}
          </Flex>
        );
      })}
    </Flex>
  );
}
