// As Apple's UserNotifications does, `import UserNotifications` brings Foundation (a file importing only UserNotifications uses `Date`, `URL`).
@_exported import Foundation
