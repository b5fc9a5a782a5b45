// Original file: proto/landline/conversation/v1/conversation.proto


export interface Hangup {
}

export interface Hangup__Output {
}
