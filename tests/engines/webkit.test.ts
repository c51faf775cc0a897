import { describeEngine } from './flows';
import { launchWebKit } from './webkit';

describeEngine('WebKit (WebKitGTK MiniBrowser, WebDriver)', launchWebKit);
