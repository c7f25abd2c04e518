import { TextField, type TextFieldProps } from './TextField.tsx';

export type UrlFieldProps = Omit<TextFieldProps, 'type'> & {
  /**
   * `url` by default; `text` where an entry may be something a browser would not call a URL,
   * the keyboard still offering the URL layout.
   */
  type?: 'url' | 'text';
};

/**
 * A field for a web address: the URL keyboard, no spelling fixes, and left-to-right text even
 * in a right-to-left language, since addresses read that way.
 */
export function UrlField({ type = 'url', placeholder = 'https://', ...props }: UrlFieldProps) {
  return (
    <TextField
      type={type}
      inputMode="url"
      spellCheck={false}
      autoCapitalize="off"
      dir="ltr"
      placeholder={placeholder}
      {...props}
    />
  );
}
