/** @svc/plugin-report-junit: the JUnit conversion, for tools that want it without the command. */
export {failsThreshold, reportToJunit, xmlEscape, type JunitCounts, type Report, type Verdict} from './junit.js'
