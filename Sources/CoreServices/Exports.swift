/// CoreServices on Linux: what an iOS file reaches through it, MobileCoreServices' type constants.
@_exported import MobileCoreServices
