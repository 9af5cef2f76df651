export interface ChromiumLaunch {
  executablePath: string;
  headless: boolean;
  args: string[];
}
export declare const chromiumLaunch: ChromiumLaunch;
export declare const fullChromiumLaunch: ChromiumLaunch;
