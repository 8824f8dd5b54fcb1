/** The Chromium the tests drive (testChromium.mjs): CHROMIUM_PATH, else the headless shell, else the full browser. */
export declare const TEST_CHROMIUM: string;
/** The flags every test and bench launch passes. */
export declare const TEST_CHROMIUM_ARGS: string[];
