import { launchFirefox } from './firefox';
import { describeEngine } from './flows';

describeEngine('Firefox (firefox-esr, WebDriver BiDi)', launchFirefox);
