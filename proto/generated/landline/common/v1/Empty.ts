// Original file: proto/landline/common/v1/common.proto


export interface Empty {
}

export interface Empty__Output {
}
