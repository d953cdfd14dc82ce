import './styles.css';
import { startApp } from './app/startup/start-app.tsx';

const container = document.getElementById('root');
if (container) void startApp(container);
