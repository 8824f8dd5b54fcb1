import { Type, type Static } from '@sinclair/typebox';
import { CURRENCIES } from '../../model/codes.ts';

const strict = { additionalProperties: false } as const;
/** An https:// address or a path on this site; never javascript: or data:. */
const Url = (description: string) =>
  Type.String({
    pattern: '^(https://[A-Za-z0-9.-]+(:[0-9]+)?(/[^\\s"\'<>]*)?|/[^/\\s"\'<>][^\\s"\'<>]*)$',
    maxLength: 300,
    description,
  });
const Version = (description: string) => Type.String({ pattern: '^[0-9]{1,2}(\\.[0-9]{1,2})?$', description });

/** Params of the app-install template: where the Android app comes from, device needs, the sign-up offer. */
export const AppInstallParams = Type.Object(
  {
    androidUrl: Url(
      'Download address of the Android app (APK), https:// or a path on this site, e.g. https://winplay.example/app/winplay.apk.',
    ),
    iosUrl: Type.Optional(
      Url('Address iPhone users open in Safari to add the app to their home screen; default the main site.'),
    ),
    androidMinVersion: Type.Optional(Version('Oldest Android version the app runs on, e.g. 7.0.')),
    iosMinVersion: Type.Optional(Version('Oldest iOS version the web app supports, e.g. 15.')),
    apkSizeMb: Type.Optional(
      Type.Number({ exclusiveMinimum: 0, maximum: 500, description: 'Size of the Android download in MB, e.g. 24.' }),
    ),
    offer: Type.Optional(
      Type.Object(
        {
          kind: Type.Unsafe<'casino' | 'sport' | 'package'>({
            type: 'string',
            enum: ['casino', 'sport', 'package'],
            description: 'Which welcome offer new players get.',
          }),
          percent: Type.Integer({ minimum: 1, maximum: 1000, description: 'Match percentage, e.g. 100 for 100%.' }),
          maxBonus: Type.Array(
            Type.Object(
              {
                amount: Type.Number({ exclusiveMinimum: 0, description: 'Amount in major units.' }),
                currency: Type.Unsafe<string>({
                  type: 'string',
                  enum: [...CURRENCIES],
                  description: 'ISO currency code, e.g. INR.',
                }),
              },
              { ...strict, description: 'The largest bonus in one currency.' },
            ),
            {
              minItems: 1,
              description: 'Largest bonus per currency; a {currency} route shows its own, otherwise the first.',
            },
          ),
        },
        { ...strict, description: 'The sign-up offer shown beside the download buttons.' },
      ),
    ),
    accent: Type.Optional(Type.String({ pattern: '^#[0-9a-fA-F]{6}$', description: 'Accent colour, e.g. #ffc130.' })),
  },
  strict,
);
export type AppInstallParamsData = Static<typeof AppInstallParams>;
export default AppInstallParams;
