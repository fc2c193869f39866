import { startDevPage } from '@crescendo/web-kit/dev-page';
import { App } from '../app.js';
import { devUser } from './dev-user.js';

startDevPage({ basePath: '/student', home: '/student/dashboard', App, me: devUser });
