export declare const chromiumLaunch: { executablePath: string; headless: boolean; args: string[] };
